define double @f(float %x) {
  %r = call double @llvm.fptrunc.round.f64.f32(float %x, metadata !"round.upward")
  ret double %r
}
declare double @llvm.fptrunc.round.f64.f32(float, metadata)
