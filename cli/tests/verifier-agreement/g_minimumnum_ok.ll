define float @f(float %a, float %b) {
  %r = call float @llvm.minimumnum.f32(float %a, float %b)
  ret float %r
}
declare float @llvm.minimumnum.f32(float, float)
