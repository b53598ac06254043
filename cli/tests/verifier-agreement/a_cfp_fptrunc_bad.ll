define void @f(double %a) strictfp {
  %x = call double @llvm.experimental.constrained.fptrunc.f64.f64(double %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret void
}
