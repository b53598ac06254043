define <4 x float> @f(<4 x float> %a) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a, i32 4)
  ret <4 x float> %r
}
declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32 immarg)
