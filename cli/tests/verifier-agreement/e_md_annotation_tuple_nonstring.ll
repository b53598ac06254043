define void @f() {
  ret void, !annotation !0
}
!0 = !{!1}
!1 = !{!"b", i32 1}
