declare ptx_kernel void @f(...)
