define amdgpu_vs void @f(ptr sret(i32) %p) {
  ret void
}
