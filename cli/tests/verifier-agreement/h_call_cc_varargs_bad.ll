declare amdgpu_kernel void @g(...)
