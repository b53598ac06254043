define void @f(ptr %q) {
  %p = load label, ptr %q, align 4
  ret void
}
