declare void @g()
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
  invoke void @g() to label %a unwind label %b, !prof !0
a:
  ret void
b:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2}
