define <4 x float> @f() {
  %r = call <4 x float> @llvm.stepvector.v4f32()
  ret <4 x float> %r
}
declare <4 x float> @llvm.stepvector.v4f32()
