define void @f(label %l) {
  ret void
}
