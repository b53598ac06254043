define void @f(<2 x float> %a) {
  %x = call <2 x i64> @llvm.lround.v2i64.v2f32(<2 x float> %a)
  ret void
}
