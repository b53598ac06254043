define <6 x i32> @f(<6 x float> %a) {
  %r = call <6 x i32> @llvm.matrix.transpose.v6i32.v6f32(<6 x float> %a, i32 2, i32 3)
  ret <6 x i32> %r
}
declare <6 x i32> @llvm.matrix.transpose.v6i32.v6f32(<6 x float>, i32 immarg, i32 immarg)
