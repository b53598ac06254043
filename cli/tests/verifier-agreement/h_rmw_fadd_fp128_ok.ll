define fp128 @f(ptr %p) {
  %v = atomicrmw fadd ptr %p, fp128 0xL00000000000000000000000000000000 monotonic
  ret fp128 %v
}
