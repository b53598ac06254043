define void @f() {
  %x = call <4 x i1> @llvm.stepvector.v4i1()
  %y = call <4 x i1> @llvm.stepvector.v4i1()
  ret void
}
