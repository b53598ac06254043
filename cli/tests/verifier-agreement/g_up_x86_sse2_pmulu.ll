define <2 x i64> @f(<4 x i32> %a, <4 x i32> %b) {
  %r = call <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32> %a, <4 x i32> %b)
  ret <2 x i64> %r
}
declare <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32>, <4 x i32>)
