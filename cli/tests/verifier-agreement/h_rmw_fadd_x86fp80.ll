define x86_fp80 @f(ptr %p) {
  %v = atomicrmw fadd ptr %p, x86_fp80 0xK3FFF8000000000000000 monotonic
  ret x86_fp80 %v
}
