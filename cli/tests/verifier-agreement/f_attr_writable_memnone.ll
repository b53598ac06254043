define void @f(ptr writable %p) memory(none) {
  ret void
}
