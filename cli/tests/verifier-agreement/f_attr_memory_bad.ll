define void @f() memory(bogus) {
  ret void
}
