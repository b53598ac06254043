define i1 @f(ptr %p) {
  %v = load atomic i1, ptr %p seq_cst, align 1
  ret i1 %v
}
