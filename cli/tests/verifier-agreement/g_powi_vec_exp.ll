define <2 x float> @f(<2 x float> %a, <2 x i32> %b) {
  %r = call <2 x float> @llvm.powi.v2f32.v2i32(<2 x float> %a, <2 x i32> %b)
  ret <2 x float> %r
}
declare <2 x float> @llvm.powi.v2f32.v2i32(<2 x float>, <2 x i32>)
