define <2 x i1> @f(<2 x float> %a, <2 x float> %b, <2 x i1> %m, i32 %n) {
  %r = call <2 x i1> @llvm.vp.fcmp.v2f32(<2 x float> %a, <2 x float> %b, metadata !"true", <2 x i1> %m, i32 %n)
  ret <2 x i1> %r
}
declare <2 x i1> @llvm.vp.fcmp.v2f32(<2 x float>, <2 x float>, metadata, <2 x i1>, i32)
