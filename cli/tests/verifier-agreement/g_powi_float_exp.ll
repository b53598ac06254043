define float @f(float %a, float %b) {
  %r = call float @llvm.powi.f32.f32(float %a, float %b)
  ret float %r
}
declare float @llvm.powi.f32.f32(float, float)
