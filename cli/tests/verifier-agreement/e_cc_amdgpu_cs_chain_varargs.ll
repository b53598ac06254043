define amdgpu_cs_chain void @f(...) {
  ret void
}
