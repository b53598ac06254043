define float @f(float %a, double %b) {
  %r = call float @llvm.maximumnum.f32(float %a, double %b)
  ret float %r
}
declare float @llvm.maximumnum.f32(float, double)
