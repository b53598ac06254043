define <2 x i16> @f(ptr %p) {
  %v = load atomic <2 x i16>, ptr %p seq_cst, align 4
  ret <2 x i16> %v
}
