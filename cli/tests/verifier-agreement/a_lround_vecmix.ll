define void @f(<2 x float> %a) {
  %x = call i64 @llvm.lround.i64.v2f32(<2 x float> %a)
  ret void
}
