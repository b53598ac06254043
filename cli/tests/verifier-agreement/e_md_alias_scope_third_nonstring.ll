define void @f(ptr %p) {
  store i32 0, ptr %p, !alias.scope !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2, i32 3}
!2 = distinct !{!2}
