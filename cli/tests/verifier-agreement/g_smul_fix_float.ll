define float @f(float %a, float %b) {
  %r = call float @llvm.smul.fix.f32(float %a, float %b, i32 1)
  ret float %r
}
declare float @llvm.smul.fix.f32(float, float, i32 immarg)
