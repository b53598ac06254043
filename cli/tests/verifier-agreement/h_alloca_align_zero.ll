define void @f() {
  %p = alloca i32, align 0
  ret void
}
