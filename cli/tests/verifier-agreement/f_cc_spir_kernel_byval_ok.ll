define spir_kernel void @f(ptr byval(i32) %p) {
  ret void
}
