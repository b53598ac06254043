define <2 x i64> @f(<2 x i64> %a) {
  %r = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %a, <2 x i64> %a)
  ret <2 x i64> %r
}
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>)
