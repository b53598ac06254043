define <8 x i32> @f(<2 x i32> %a, <2 x i32> %b) {
  %r = call <8 x i32> @llvm.vector.interleave2.v8i32(<2 x i32> %a, <2 x i32> %b)
  ret <8 x i32> %r
}
declare <8 x i32> @llvm.vector.interleave2.v8i32(<2 x i32>, <2 x i32>)
