define void @f() {
  call void undef()
  ret void
}
