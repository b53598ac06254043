define ptr @f(ptr %p, ptr %q) {
  %v = atomicrmw add ptr %p, ptr %q monotonic
  ret ptr %v
}
