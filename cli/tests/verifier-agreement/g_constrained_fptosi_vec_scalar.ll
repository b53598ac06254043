define i32 @f(<2 x double> %a) strictfp {
  %r = call i32 @llvm.experimental.constrained.fptosi.i32.v2f64(<2 x double> %a, metadata !"fpexcept.ignore") strictfp
  ret i32 %r
}
declare i32 @llvm.experimental.constrained.fptosi.i32.v2f64(<2 x double>, metadata)
