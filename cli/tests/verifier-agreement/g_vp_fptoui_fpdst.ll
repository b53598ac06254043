define <2 x float> @f(<2 x float> %a, <2 x i1> %m, i32 %n) {
  %r = call <2 x float> @llvm.vp.fptoui.v2f32.v2f32(<2 x float> %a, <2 x i1> %m, i32 %n)
  ret <2 x float> %r
}
declare <2 x float> @llvm.vp.fptoui.v2f32.v2f32(<2 x float>, <2 x i1>, i32)
