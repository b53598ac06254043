define void @f(ptr %p) {
  %v = load ptr, ptr %p, !captures !0
  ret void
}
!0 = !{!"address"}
