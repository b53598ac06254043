define void @f(ptr %p) {
  store i32 0, ptr %p, !noalias !0
  ret void
}
!0 = !{!1}
!1 = !{!1}
