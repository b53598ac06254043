define <2 x i32> @f(ptr %p) {
  %v = atomicrmw fadd ptr %p, <2 x i32> zeroinitializer seq_cst
  ret <2 x i32> %v
}
