define float @f(i32 %a, i32 %b) {
  %r = call float @llvm.ucmp.f32.i32(i32 %a, i32 %b)
  ret float %r
}
declare float @llvm.ucmp.f32.i32(i32, i32)
