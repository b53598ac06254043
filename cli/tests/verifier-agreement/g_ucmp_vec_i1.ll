define <4 x i1> @f(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i1> @llvm.ucmp.v4i1.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i1> %r
}
declare <4 x i1> @llvm.ucmp.v4i1.v4i32(<4 x i32>, <4 x i32>)
