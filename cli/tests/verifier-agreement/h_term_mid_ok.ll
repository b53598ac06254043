define void @f() {
  ret void
  ret void
}
