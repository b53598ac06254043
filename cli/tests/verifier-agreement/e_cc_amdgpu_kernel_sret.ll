%T = type { i32 }
define amdgpu_kernel void @f(ptr sret(%T) %p) {
  ret void
}
