define <4 x i1> @f(i64 %a, i32 %b) {
  %r = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64 %a, i32 %b)
  ret <4 x i1> %r
}
declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64, i32)
