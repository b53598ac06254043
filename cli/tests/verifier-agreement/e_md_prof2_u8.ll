define void @f(ptr %p) {
  %x = load i32, ptr %p, !prof !0
  ret void
}
!0 = !{!"unknown", i32 1}
