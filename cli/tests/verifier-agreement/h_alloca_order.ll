define void @f() {
  %p = alloca i32, align 4, i32 2
  ret void
}
