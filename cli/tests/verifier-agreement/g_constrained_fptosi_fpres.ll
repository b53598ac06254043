define float @f(double %a) strictfp {
  %r = call float @llvm.experimental.constrained.fptosi.f32.f64(double %a, metadata !"fpexcept.ignore") strictfp
  ret float %r
}
declare float @llvm.experimental.constrained.fptosi.f32.f64(double, metadata)
