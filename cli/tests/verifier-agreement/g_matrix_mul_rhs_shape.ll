define <6 x float> @f(<4 x float> %a, <6 x float> %b) {
  %r = call <6 x float> @llvm.matrix.multiply.v6f32.v4f32.v6f32(<4 x float> %a, <6 x float> %b, i32 2, i32 2, i32 2)
  ret <6 x float> %r
}
declare <6 x float> @llvm.matrix.multiply.v6f32.v4f32.v6f32(<4 x float>, <6 x float>, i32 immarg, i32 immarg, i32 immarg)
