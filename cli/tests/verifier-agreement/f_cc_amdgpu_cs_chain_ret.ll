declare amdgpu_cs_chain i32 @f()
