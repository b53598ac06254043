define void @f(<2 x float> %a) strictfp {
  %x = call <4 x double> @llvm.experimental.constrained.fpext.v4f64.v2f32(<2 x float> %a, metadata !"fpexcept.strict") strictfp
  ret void
}
