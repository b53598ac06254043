declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
  %r = invoke i32 @g() to label %a unwind label %b, !range !0
a:
  ret void
b:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
!0 = !{i64 0, i64 4}
