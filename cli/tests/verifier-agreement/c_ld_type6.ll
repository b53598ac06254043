define void @f(ptr %p) {
  %v = load atomic <3 x i8>, ptr %p seq_cst, align 4
  ret void
}
