define <4 x i32> @f(ptr %p, <8 x i1> %m, i32 %n) {
  %r = call <4 x i32> @llvm.vp.load.v4i32.p0(ptr %p, <8 x i1> %m, i32 %n)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vp.load.v4i32.p0(ptr, <8 x i1>, i32)
