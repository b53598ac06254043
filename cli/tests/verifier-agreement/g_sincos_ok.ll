define { float, float } @f(float %x) {
  %r = call { float, float } @llvm.sincos.f32(float %x)
  ret { float, float } %r
}
declare { float, float } @llvm.sincos.f32(float)
