define float @f(float %x, float %e) {
  %r = call float @llvm.ldexp.f32.f32(float %x, float %e)
  ret float %r
}
declare float @llvm.ldexp.f32.f32(float, float)
