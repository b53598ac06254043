define i32 @f(double %a) strictfp {
  %r = call i32 @llvm.experimental.constrained.fptosi.i32.f64(double %a, metadata !"round.dynamic") strictfp
  ret i32 %r
}
declare i32 @llvm.experimental.constrained.fptosi.i32.f64(double, metadata)
