define i32 @f(<2 x float> %a) strictfp {
  %r = call i32 @llvm.experimental.constrained.lround.i32.v2f32(<2 x float> %a, metadata !"fpexcept.strict") strictfp
  ret i32 %r
}
declare i32 @llvm.experimental.constrained.lround.i32.v2f32(<2 x float>, metadata)
