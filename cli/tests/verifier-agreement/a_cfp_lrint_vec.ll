define void @f(<2 x double> %a) strictfp {
  %x = call <2 x i64> @llvm.experimental.constrained.lrint.v2i64.v2f64(<2 x double> %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret void
}
