define void @f(ptr %p, ptr %q) {
  %v = cmpxchg weak volatile ptr %p, ptr null, ptr %q syncscope("a") release monotonic, align 8
  ret void
}
