define <4 x i32> @f(<4 x i1> %c, <4 x i32> %a, <4 x i32> %b, i32 %n) {
  %r = call <4 x i32> @llvm.vp.merge.v4i32(<4 x i1> %c, <4 x i32> %a, <4 x i32> %b, i32 %n)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vp.merge.v4i32(<4 x i1>, <4 x i32>, <4 x i32>, i32)
