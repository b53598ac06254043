define { float, double } @f(float %x) {
  %r = call { float, double } @llvm.sincos.f32(float %x)
  ret { float, double } %r
}
declare { float, double } @llvm.sincos.f32(float)
