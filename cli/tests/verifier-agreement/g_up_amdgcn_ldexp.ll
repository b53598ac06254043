define float @f(float %x, i32 %e) {
  %r = call float @llvm.amdgcn.ldexp.f32(float %x, i32 %e)
  ret float %r
}
declare float @llvm.amdgcn.ldexp.f32(float, i32)
