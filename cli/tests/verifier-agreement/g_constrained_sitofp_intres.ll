define i32 @f(i64 %a) strictfp {
  %r = call i32 @llvm.experimental.constrained.sitofp.i32.i64(i64 %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret i32 %r
}
declare i32 @llvm.experimental.constrained.sitofp.i32.i64(i64, metadata, metadata)
