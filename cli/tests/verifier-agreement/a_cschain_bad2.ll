declare amdgpu_cs_chain_preserve void @g()
define void @f() {
  call amdgpu_cs_chain_preserve void @g()
  ret void
}
