define void @f(ptr %p) {
  store atomic i32 0, ptr %p acq_rel, align 4
  ret void
}
