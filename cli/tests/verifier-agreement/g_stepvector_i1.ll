define <4 x i1> @f() {
  %r = call <4 x i1> @llvm.stepvector.v4i1()
  ret <4 x i1> %r
}
declare <4 x i1> @llvm.stepvector.v4i1()
