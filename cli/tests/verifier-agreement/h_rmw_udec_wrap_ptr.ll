define ptr @f(ptr %p, ptr %q) {
  %v = atomicrmw udec_wrap ptr %p, ptr %q monotonic
  ret ptr %v
}
