define double @f(double %a, double %b) strictfp {
  %x = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"fpexcept.strict") strictfp
  ret double %x
}
