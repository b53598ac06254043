define <4 x float> @f(<4 x float> %acc, <6 x float> %v) {
  %r = call <4 x float> @llvm.vector.partial.reduce.fadd.v4f32.v6f32(<4 x float> %acc, <6 x float> %v)
  ret <4 x float> %r
}
declare <4 x float> @llvm.vector.partial.reduce.fadd.v4f32.v6f32(<4 x float>, <6 x float>)
