define float @f(float %a) strictfp {
  %r = call float @llvm.experimental.constrained.fptrunc.f32.f32(float %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret float %r
}
declare float @llvm.experimental.constrained.fptrunc.f32.f32(float, metadata, metadata)
