define void @f(ptr %p) {
  store i32 0, ptr %p, !alias.scope !0, !noalias !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2, !"scope"}
!2 = distinct !{!2, !"domain"}
