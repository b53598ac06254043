define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b, i32 %i) {
  %r = call <4 x i32> @llvm.vector.splice.left.v4i32(<4 x i32> %a, <4 x i32> %b, i32 %i)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vector.splice.left.v4i32(<4 x i32>, <4 x i32>, i32)
