define void @f() {
  %p = alloca i32, align 8589934592
  ret void
}
