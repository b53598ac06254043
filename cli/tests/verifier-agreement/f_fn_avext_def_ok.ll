define available_externally void @f() {
  ret void
}
