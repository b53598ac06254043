define void @f() {
  %r = freeze token none
  ret void
}
