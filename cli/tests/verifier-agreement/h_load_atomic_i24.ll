define i24 @f(ptr %p) {
  %v = load atomic i24, ptr %p seq_cst, align 4
  ret i24 %v
}
