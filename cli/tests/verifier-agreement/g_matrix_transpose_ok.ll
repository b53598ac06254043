define <6 x float> @f(<6 x float> %a) {
  %r = call <6 x float> @llvm.matrix.transpose.v6f32(<6 x float> %a, i32 2, i32 3)
  ret <6 x float> %r
}
declare <6 x float> @llvm.matrix.transpose.v6f32(<6 x float>, i32 immarg, i32 immarg)
