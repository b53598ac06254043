define i32 @f(ptr %p) {
  %v = atomicrmw xor ptr %p, i32 1 monotonic, align 3
  ret i32 %v
}
