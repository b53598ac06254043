define <4 x i32> @f(<2 x float> %a) {
  %r = call <4 x i32> @llvm.lrint.v4i32.v2f32(<2 x float> %a)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.lrint.v4i32.v2f32(<2 x float>)
