define <4 x i32> @f(<2 x double> %a) strictfp {
  %r = call <4 x i32> @llvm.experimental.constrained.fptosi.v4i32.v2f64(<2 x double> %a, metadata !"fpexcept.ignore") strictfp
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.experimental.constrained.fptosi.v4i32.v2f64(<2 x double>, metadata)
