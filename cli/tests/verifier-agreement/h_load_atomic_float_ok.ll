define double @f(ptr %p) {
  %v = load atomic double, ptr %p seq_cst, align 8
  ret double %v
}
