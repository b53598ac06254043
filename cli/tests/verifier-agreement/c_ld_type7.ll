define void @f(ptr %p) {
  %v = load atomic <2 x ptr>, ptr %p seq_cst, align 16
  ret void
}
