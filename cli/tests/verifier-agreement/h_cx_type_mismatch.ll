define void @f(ptr %p) {
  %v = cmpxchg ptr %p, i32 0, i64 1 monotonic monotonic
  ret void
}
