define void @f(ptr %p) {
  %v = cmpxchg ptr %p, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer monotonic monotonic
  ret void
}
