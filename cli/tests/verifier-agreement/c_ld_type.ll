define void @f(ptr %p) {
  %v = load atomic <2 x i32>, ptr %p seq_cst, align 8
  ret void
}
