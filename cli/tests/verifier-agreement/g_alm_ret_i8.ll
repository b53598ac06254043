define <4 x i8> @f(i64 %a, i64 %b) {
  %r = call <4 x i8> @llvm.get.active.lane.mask.v4i8.i64(i64 %a, i64 %b)
  ret <4 x i8> %r
}
declare <4 x i8> @llvm.get.active.lane.mask.v4i8.i64(i64, i64)
