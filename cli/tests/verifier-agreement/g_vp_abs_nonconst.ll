define <4 x i32> @f(<4 x i32> %a, <4 x i1> %m, i32 %n, i1 %p) {
  %r = call <4 x i32> @llvm.vp.abs.v4i32(<4 x i32> %a, i1 %p, <4 x i1> %m, i32 %n)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vp.abs.v4i32(<4 x i32>, i1 immarg, <4 x i1>, i32)
