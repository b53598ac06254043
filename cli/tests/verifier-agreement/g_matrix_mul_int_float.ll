define <6 x i32> @f(<4 x float> %a, <6 x float> %b) {
  %r = call <6 x i32> @llvm.matrix.multiply.v6i32.v4f32.v6f32(<4 x float> %a, <6 x float> %b, i32 2, i32 2, i32 3)
  ret <6 x i32> %r
}
declare <6 x i32> @llvm.matrix.multiply.v6i32.v4f32.v6f32(<4 x float>, <6 x float>, i32 immarg, i32 immarg, i32 immarg)
