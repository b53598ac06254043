define intel_ocl_bicc void @f(...) {
  ret void
}
