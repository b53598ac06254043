define <4 x i32> @f(ptr %p, <4 x i64> %s, <4 x i1> %m, i32 %n) {
  %r = call <4 x i32> @llvm.experimental.vp.strided.load.v4i32.p0.v4i64(ptr %p, <4 x i64> %s, <4 x i1> %m, i32 %n)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.experimental.vp.strided.load.v4i32.p0.v4i64(ptr, <4 x i64>, <4 x i1>, i32)
