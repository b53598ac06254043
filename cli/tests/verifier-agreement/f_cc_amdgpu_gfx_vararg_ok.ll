declare amdgpu_gfx void @f(...)
