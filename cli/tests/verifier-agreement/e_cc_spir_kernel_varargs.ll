define spir_kernel void @f(...) {
  ret void
}
