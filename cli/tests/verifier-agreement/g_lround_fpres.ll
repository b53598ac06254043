define float @f(float %a) {
  %r = call float @llvm.lround.f32.f32(float %a)
  ret float %r
}
declare float @llvm.lround.f32.f32(float)
