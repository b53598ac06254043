declare void @f() {
  ret void
}
