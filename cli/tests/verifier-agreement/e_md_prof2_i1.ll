declare void @g()
define void @f() personality ptr null {
  invoke void @g() to label %a unwind label %b, !prof !0
a:
  ret void
b:
  %l = landingpad {ptr, i32} cleanup
  ret void
}
!0 = !{!"unknown", !"x"}
