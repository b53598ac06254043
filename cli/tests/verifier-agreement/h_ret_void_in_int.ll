define i32 @f() {
  ret void
}
