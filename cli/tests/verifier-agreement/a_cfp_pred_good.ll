define i1 @f(double %a, double %b) strictfp {
  %x = call i1 @llvm.experimental.constrained.fcmp.f64(double %a, double %b, metadata !"oeq", metadata !"fpexcept.strict") strictfp
  ret i1 %x
}
