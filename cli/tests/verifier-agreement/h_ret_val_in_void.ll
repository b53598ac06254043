define void @f() {
  ret i32 0
}
