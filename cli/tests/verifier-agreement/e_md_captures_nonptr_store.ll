define void @f(ptr %p) {
  store i32 0, ptr %p, !captures !0
  ret void
}
!0 = !{!"address"}
