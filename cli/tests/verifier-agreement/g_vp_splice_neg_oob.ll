define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %n) {
  %r = call <4 x i32> @llvm.experimental.vp.splice.v4i32(<4 x i32> %a, <4 x i32> %b, i32 -5, <4 x i1> %m, i32 %n, i32 %n)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.experimental.vp.splice.v4i32(<4 x i32>, <4 x i32>, i32 immarg, <4 x i1>, i32, i32)
