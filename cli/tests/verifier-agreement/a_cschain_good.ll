define void @f(ptr %p) {
  call amdgpu_cs_chain void %p()
  ret void
}
