define void @f(ptr %p) {
  %v = cmpxchg ptr %p, i128 0, i128 1 monotonic monotonic
  ret void
}
