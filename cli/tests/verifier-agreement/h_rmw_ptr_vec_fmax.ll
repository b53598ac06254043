define <2 x ptr> @f(ptr %p) {
  %v = atomicrmw fmax ptr %p, <2 x ptr> zeroinitializer monotonic
  ret <2 x ptr> %v
}
