define <2 x ptr> @f(ptr %p) {
  %v = load atomic <2 x ptr>, ptr %p seq_cst, align 16
  ret <2 x ptr> %v
}
