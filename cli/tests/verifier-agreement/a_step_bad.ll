define <4 x i1> @f() {
  %x = call <4 x i1> @llvm.stepvector.v4i1()
  ret <4 x i1> %x
}
