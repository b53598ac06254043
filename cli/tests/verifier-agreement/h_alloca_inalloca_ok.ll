define void @f() {
  %p = alloca inalloca i32
  ret void
}
