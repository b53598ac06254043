define amdgpu_kernel void @f(ptr addrspace(4) byref(i32) %p) {
  ret void
}
