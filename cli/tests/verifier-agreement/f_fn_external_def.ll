define external void @f() {
  ret void
}
