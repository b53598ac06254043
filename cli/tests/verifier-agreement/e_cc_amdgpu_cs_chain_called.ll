declare amdgpu_cs_chain void @k()
define void @f() {
  call amdgpu_cs_chain void @k()
  ret void
}
