define void @f(float %a, float %b) {
  %x = call float @llvm.smul.fix.f32(float %a, float %b, i32 1)
  ret void
}
