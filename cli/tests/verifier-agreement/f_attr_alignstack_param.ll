define void @f(ptr alignstack(4) %p) {
  ret void
}
