define float @f(float %a, i32 %b) {
  %r = call float @llvm.powi.f32(float %a, i32 %b)
  ret float %r
}
declare float @llvm.powi.f32(float, i32)
