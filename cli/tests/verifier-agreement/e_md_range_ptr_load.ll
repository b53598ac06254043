define ptr @f(ptr %p) {
  %v = load ptr, ptr %p, !range !0
  ret ptr %v
}
!0 = !{i64 0, i64 4}
