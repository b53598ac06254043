define <2 x i32> @f(ptr %p) {
  %v = atomicrmw xchg ptr %p, <2 x i32> zeroinitializer monotonic
  ret <2 x i32> %v
}
