define float @f(float %a) {
  %r = call float @llvm.bitreverse.f32(float %a)
  ret float %r
}
declare float @llvm.bitreverse.f32(float)
