define <6 x i32> @f(<3 x i32> %a, <3 x i32> %b, <3 x i32> %c) {
  %r = call <6 x i32> @llvm.vector.interleave3.v6i32(<3 x i32> %a, <3 x i32> %b, <3 x i32> %c)
  ret <6 x i32> %r
}
declare <6 x i32> @llvm.vector.interleave3.v6i32(<3 x i32>, <3 x i32>, <3 x i32>)
