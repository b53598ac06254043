define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.sse41.pmaxsd(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.x86.sse41.pmaxsd(<4 x i32>, <4 x i32>)
