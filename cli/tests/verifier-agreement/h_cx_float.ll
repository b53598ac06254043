define void @f(ptr %p) {
  %v = cmpxchg ptr %p, float 0.0, float 1.0 monotonic monotonic
  ret void
}
