define void @f(ptr %p) {
  %v = cmpxchg volatile weak ptr %p, i32 0, i32 1 monotonic monotonic
  ret void
}
