define <4 x i64> @f(<2 x i32> %a, <2 x i1> %m, i32 %n) {
  %r = call <4 x i64> @llvm.vp.sext.v4i64.v2i32(<2 x i32> %a, <2 x i1> %m, i32 %n)
  ret <4 x i64> %r
}
declare <4 x i64> @llvm.vp.sext.v4i64.v2i32(<2 x i32>, <2 x i1>, i32)
