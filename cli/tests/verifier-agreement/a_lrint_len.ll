define void @f(<2 x float> %a) {
  %x = call <4 x i64> @llvm.lrint.v4i64.v2f32(<2 x float> %a)
  ret void
}
