define float @f(i64 %a) strictfp {
  %r = call float @llvm.experimental.constrained.uitofp.f32.i64(i64 %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret float %r
}
declare float @llvm.experimental.constrained.uitofp.f32.i64(i64, metadata, metadata)
