define float @f(float %a) strictfp {
  %r = call float @llvm.experimental.constrained.fma.f32(float %a, float %a, float %a, metadata !"round.toward", metadata !"fpexcept.strict") strictfp
  ret float %r
}
declare float @llvm.experimental.constrained.fma.f32(float, float, float, metadata, metadata)
