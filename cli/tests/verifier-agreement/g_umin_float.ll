define float @f(float %a) {
  %r = call float @llvm.umin.f32(float %a, float %a)
  ret float %r
}
declare float @llvm.umin.f32(float, float)
