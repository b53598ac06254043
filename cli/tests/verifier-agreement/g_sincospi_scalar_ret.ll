define float @f(float %x) {
  %r = call float @llvm.sincospi.f32(float %x)
  ret float %r
}
declare float @llvm.sincospi.f32(float)
