define i32 @f(i64 %p) {
  %v = atomicrmw add i64 %p, i32 1 monotonic
  ret i32 %v
}
