define void @f(ptr %q) {
  %p = load metadata, ptr %q
  ret void
}
