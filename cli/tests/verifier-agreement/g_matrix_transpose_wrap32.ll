define <4 x float> @f(<4 x float> %a) {
  %r = call <4 x float> @llvm.matrix.transpose.v4f32(<4 x float> %a, i32 2, i32 -2147483646)
  ret <4 x float> %r
}
declare <4 x float> @llvm.matrix.transpose.v4f32(<4 x float>, i32 immarg, i32 immarg)
