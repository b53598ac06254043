define amdgpu_gfx_whole_wave void @f(i32 %x) {
  ret void
}
