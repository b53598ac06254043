define <4 x i8> @f() {
  %r = call <4 x i8> @llvm.stepvector.v4i8()
  ret <4 x i8> %r
}
declare <4 x i8> @llvm.stepvector.v4i8()
