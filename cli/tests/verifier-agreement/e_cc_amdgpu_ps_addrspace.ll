define amdgpu_ps void @f(ptr addrspace(5) byval(i32) %p) {
  ret void
}
