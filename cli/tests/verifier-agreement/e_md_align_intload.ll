define i64 @f(ptr %p) {
  %v = load i64, ptr %p, !align !0
  ret i64 %v
}
!0 = !{i64 8}
