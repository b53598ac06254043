define void @f() {
  %p = alloca i32, float 1.0
  ret void
}
