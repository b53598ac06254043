define amdgpu_kernel void @f(ptr inalloca(i32) %p) {
  ret void
}
