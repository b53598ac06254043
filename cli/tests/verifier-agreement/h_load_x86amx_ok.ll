define void @f(ptr %p) {
  %v = load x86_amx, ptr %p
  ret void
}
