define <2 x i1> @f(<2 x float> %a, <2 x i1> %m, i32 %n) {
  %r = call <2 x i1> @llvm.vp.is.fpclass.v2f32(<2 x float> %a, i32 2048, <2 x i1> %m, i32 %n)
  ret <2 x i1> %r
}
declare <2 x i1> @llvm.vp.is.fpclass.v2f32(<2 x float>, i32 immarg, <2 x i1>, i32)
