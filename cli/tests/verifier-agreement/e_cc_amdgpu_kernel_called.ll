define amdgpu_kernel void @k() {
  ret void
}
define void @f() {
  call amdgpu_kernel void @k()
  ret void
}
