define <7 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %r = call <7 x i32> @llvm.vector.interleave2.v7i32(<4 x i32> %a, <4 x i32> %b)
  ret <7 x i32> %r
}
declare <7 x i32> @llvm.vector.interleave2.v7i32(<4 x i32>, <4 x i32>)
