define i1 @f(double %a, double %b) strictfp {
  %r = call i1 @llvm.experimental.constrained.fcmp.f64(double %a, double %b, metadata !"true", metadata !"fpexcept.strict") strictfp
  ret i1 %r
}
declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata)
