define i24 @f(ptr %p) {
  %v = atomicrmw xor ptr %p, i24 1 monotonic
  ret i24 %v
}
