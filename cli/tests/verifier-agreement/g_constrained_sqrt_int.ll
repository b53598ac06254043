define i32 @f(i32 %a) strictfp {
  %r = call i32 @llvm.experimental.constrained.sqrt.i32(i32 %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret i32 %r
}
declare i32 @llvm.experimental.constrained.sqrt.i32(i32, metadata, metadata)
