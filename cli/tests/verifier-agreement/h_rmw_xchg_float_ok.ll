define double @f(ptr %p) {
  %v = atomicrmw xchg ptr %p, double 1.0 monotonic
  ret double %v
}
