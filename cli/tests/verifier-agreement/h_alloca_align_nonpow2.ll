define void @f() {
  %p = alloca i32, align 3
  ret void
}
