define internal protected void @f() {
  ret void
}
