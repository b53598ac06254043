define void @f(ptr %p) {
  %v = load atomic <vscale x 2 x i32>, ptr %p seq_cst, align 16
  ret void
}
