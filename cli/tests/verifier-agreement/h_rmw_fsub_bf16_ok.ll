define bfloat @f(ptr %p) {
  %v = atomicrmw fsub ptr %p, bfloat 1.0 monotonic
  ret bfloat %v
}
