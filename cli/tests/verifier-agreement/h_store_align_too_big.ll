define void @f(ptr %p) {
  store i32 0, ptr %p, align 8589934592
  ret void
}
