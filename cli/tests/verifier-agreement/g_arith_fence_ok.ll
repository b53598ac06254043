define float @f(float %a) {
  %r = call float @llvm.arithmetic.fence.f32(float %a)
  ret float %r
}
declare float @llvm.arithmetic.fence.f32(float)
