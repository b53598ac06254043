define <2 x double> @f(float %a) strictfp {
  %r = call <2 x double> @llvm.experimental.constrained.fpext.v2f64.f32(float %a, metadata !"fpexcept.strict") strictfp
  ret <2 x double> %r
}
declare <2 x double> @llvm.experimental.constrained.fpext.v2f64.f32(float, metadata)
