define <8 x float> @f(ptr %p) {
  %r = call <8 x float> @llvm.x86.avx.vbroadcast.ss.256(ptr %p)
  ret <8 x float> %r
}
declare <8 x float> @llvm.x86.avx.vbroadcast.ss.256(ptr)
