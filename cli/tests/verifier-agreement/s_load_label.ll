define void @f(ptr %q) {
  %p = load label, ptr %q
  ret void
}
