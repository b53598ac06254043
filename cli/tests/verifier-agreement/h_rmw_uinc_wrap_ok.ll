define i64 @f(ptr %p) {
  %v = atomicrmw uinc_wrap ptr %p, i64 1 monotonic
  ret i64 %v
}
