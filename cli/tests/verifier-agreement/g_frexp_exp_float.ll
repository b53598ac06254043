define { float, float } @f(float %x) {
  %r = call { float, float } @llvm.frexp.f32.f32(float %x)
  ret { float, float } %r
}
declare { float, float } @llvm.frexp.f32.f32(float)
