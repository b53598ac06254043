define void @f(ptr %p) {
  %v = cmpxchg ptr %p, i32 0, i32 1 monotonic
  ret void
}
