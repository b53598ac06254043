define float @f(ptr %p) {
  %v = atomicrmw fmaximum ptr %p, float 1.0 seq_cst
  ret float %v
}
