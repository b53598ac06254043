define amdgpu_kernel void @f() {
  ret void
}
