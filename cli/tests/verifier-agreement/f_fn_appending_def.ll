define appending void @f() {
  ret void
}
