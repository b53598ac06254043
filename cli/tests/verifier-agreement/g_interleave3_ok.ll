define <6 x i32> @f(<2 x i32> %a, <2 x i32> %b, <2 x i32> %c) {
  %r = call <6 x i32> @llvm.vector.interleave3.v6i32(<2 x i32> %a, <2 x i32> %b, <2 x i32> %c)
  ret <6 x i32> %r
}
declare <6 x i32> @llvm.vector.interleave3.v6i32(<2 x i32>, <2 x i32>, <2 x i32>)
