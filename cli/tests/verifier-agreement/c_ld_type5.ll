define void @f(ptr %p) {
  %v = load atomic x86_fp80, ptr %p seq_cst, align 16
  ret void
}
