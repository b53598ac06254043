define void @f(<2 x double> %a) strictfp {
  %x = call <2 x i32> @llvm.experimental.constrained.fptosi.v2i32.v2f64(<2 x double> %a, metadata !"fpexcept.strict") strictfp
  ret void
}
