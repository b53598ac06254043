define <6 x float> @f(<4 x float> %a, <6 x double> %b) {
  %r = call <6 x float> @llvm.matrix.multiply.v6f32.v4f32.v6f64(<4 x float> %a, <6 x double> %b, i32 2, i32 2, i32 3)
  ret <6 x float> %r
}
declare <6 x float> @llvm.matrix.multiply.v6f32.v4f32.v6f64(<4 x float>, <6 x double>, i32 immarg, i32 immarg, i32 immarg)
