define void @f(ptr %p) {
  store ptr %p, ptr %p, !captures !0
  ret void
}
!0 = !{!"provenance"}
