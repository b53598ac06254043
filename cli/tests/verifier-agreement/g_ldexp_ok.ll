define float @f(float %x, i32 %e) {
  %r = call float @llvm.ldexp.f32.i32(float %x, i32 %e)
  ret float %r
}
declare float @llvm.ldexp.f32.i32(float, i32)
