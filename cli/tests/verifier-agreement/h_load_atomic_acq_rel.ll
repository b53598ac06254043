define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p acq_rel, align 4
  ret i32 %v
}
