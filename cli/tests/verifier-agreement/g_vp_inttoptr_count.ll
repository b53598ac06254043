define <4 x ptr> @f(<2 x i64> %a, <2 x i1> %m, i32 %n) {
  %r = call <4 x ptr> @llvm.vp.inttoptr.v4p0.v2i64(<2 x i64> %a, <2 x i1> %m, i32 %n)
  ret <4 x ptr> %r
}
declare <4 x ptr> @llvm.vp.inttoptr.v4p0.v2i64(<2 x i64>, <2 x i1>, i32)
