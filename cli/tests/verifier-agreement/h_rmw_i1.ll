define i1 @f(ptr %p) {
  %v = atomicrmw xor ptr %p, i1 1 monotonic
  ret i1 %v
}
