define void @f(<2 x i32> %a) strictfp {
  %x = call <4 x double> @llvm.experimental.constrained.sitofp.v4f64.v2i32(<2 x i32> %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret void
}
