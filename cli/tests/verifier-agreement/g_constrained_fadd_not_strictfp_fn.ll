define double @f(double %a, double %b) {
  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.dynamic", metadata !"fpexcept.strict")
  ret double %r
}
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
