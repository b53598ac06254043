define float @f(float %a, float %b, float %c) {
  %r = call float @llvm.fshr.f32(float %a, float %b, float %c)
  ret float %r
}
declare float @llvm.fshr.f32(float, float, float)
