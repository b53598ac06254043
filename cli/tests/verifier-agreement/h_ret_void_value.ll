define void @f() {
  ret void undef
}
