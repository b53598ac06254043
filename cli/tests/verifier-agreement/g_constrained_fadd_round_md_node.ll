define double @f(double %a, double %b) strictfp {
  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !{}, metadata !"fpexcept.strict") strictfp
  ret double %r
}
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
