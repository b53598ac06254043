define void @f(ptr %q) {
  %p = load metadata, ptr %q, align 4
  ret void
}
