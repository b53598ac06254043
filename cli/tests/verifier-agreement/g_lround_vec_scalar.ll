define i32 @f(<2 x float> %a) {
  %r = call i32 @llvm.lround.i32.v2f32(<2 x float> %a)
  ret i32 %r
}
declare i32 @llvm.lround.i32.v2f32(<2 x float>)
