define float @f(float %a, float %b) {
  %r = call float @llvm.uadd.sat.f32(float %a, float %b)
  ret float %r
}
declare float @llvm.uadd.sat.f32(float, float)
