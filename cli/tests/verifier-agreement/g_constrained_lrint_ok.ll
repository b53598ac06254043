define i32 @f(float %a) strictfp {
  %r = call i32 @llvm.experimental.constrained.lrint.i32.f32(float %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret i32 %r
}
declare i32 @llvm.experimental.constrained.lrint.i32.f32(float, metadata, metadata)
