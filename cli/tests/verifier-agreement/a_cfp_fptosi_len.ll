define void @f(<2 x double> %a) strictfp {
  %x = call <4 x i32> @llvm.experimental.constrained.fptosi.v4i32.v2f64(<2 x double> %a, metadata !"fpexcept.strict") strictfp
  ret void
}
