define void @f(ptr %p) {
  %v = load atomic {i32}, ptr %p seq_cst, align 8
  ret void
}
