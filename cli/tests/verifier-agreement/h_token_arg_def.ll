define void @f(token %t) {
  ret void
}
