define float @f(ptr %p) {
  %v = atomicrmw add ptr %p, float 1.0 monotonic
  ret float %v
}
