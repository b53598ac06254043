define <2 x half> @f(ptr %p) {
  %v = atomicrmw fmax ptr %p, <2 x half> zeroinitializer seq_cst
  ret <2 x half> %v
}
