define <4 x float> @f(<4 x float> %acc, <8 x float> %v) {
  %r = call <4 x float> @llvm.vector.partial.reduce.fadd.v4f32.v8f32(<4 x float> %acc, <8 x float> %v)
  ret <4 x float> %r
}
declare <4 x float> @llvm.vector.partial.reduce.fadd.v4f32.v8f32(<4 x float>, <8 x float>)
