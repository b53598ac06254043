define <4 x i32> @f(ptr %p, i64 %s, <4 x i1> %m, i32 %n) {
  %r = call <4 x i32> @llvm.experimental.vp.strided.load.v4i32.p0.i64(ptr %p, i64 %s, <4 x i1> %m, i32 %n)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.experimental.vp.strided.load.v4i32.p0.i64(ptr, i64, <4 x i1>, i32)
