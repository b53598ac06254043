define void @f(ptr %p) {
  %v = load token, ptr %p
  ret void
}
