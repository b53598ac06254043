define common void @f() {
  ret void
}
