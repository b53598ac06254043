define <2 x double> @f(<2 x double> %a) {
  %r = call <2 x double> @llvm.arithmetic.fence.v2f64(<2 x double> %a)
  ret <2 x double> %r
}
declare <2 x double> @llvm.arithmetic.fence.v2f64(<2 x double>)
