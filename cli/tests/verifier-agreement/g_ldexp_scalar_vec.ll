define float @f(float %x, <2 x i32> %e) {
  %r = call float @llvm.ldexp.f32.v2i32(float %x, <2 x i32> %e)
  ret float %r
}
declare float @llvm.ldexp.f32.v2i32(float, <2 x i32>)
