define float @f(float %a, i32 %b) {
  %r = call float @llvm.powi.f32.i32(float %a, i32 %b)
  ret float %r
}
declare float @llvm.powi.f32.i32(float, i32)
