define float @f(ptr %p) {
  %v = atomicrmw usub_sat ptr %p, float 1.0 seq_cst
  ret float %v
}
