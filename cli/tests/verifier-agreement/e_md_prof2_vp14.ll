define void @f(ptr %p) {
  %x = load i32, ptr %p, !prof !0
  ret void
}
!0 = !{!"VP", i32 2, i64 100, i64 1234, i64 100}
