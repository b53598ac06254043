define float @f(float %x) {
  %r = call float @llvm.ctpop.f32(float %x)
  ret float %r
}
declare float @llvm.ctpop.f32(float)
