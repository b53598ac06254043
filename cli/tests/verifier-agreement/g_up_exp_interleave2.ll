define <8 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %r = call <8 x i32> @llvm.experimental.vector.interleave2.v8i32(<4 x i32> %a, <4 x i32> %b)
  ret <8 x i32> %r
}
declare <8 x i32> @llvm.experimental.vector.interleave2.v8i32(<4 x i32>, <4 x i32>)
