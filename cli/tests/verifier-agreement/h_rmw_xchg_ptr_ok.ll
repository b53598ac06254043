define ptr @f(ptr %p, ptr %q) {
  %v = atomicrmw xchg ptr %p, ptr %q monotonic
  ret ptr %v
}
