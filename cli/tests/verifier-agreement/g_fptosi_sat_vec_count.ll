define <4 x i8> @f(<2 x float> %a) {
  %r = call <4 x i8> @llvm.fptosi.sat.v4i8.v2f32(<2 x float> %a)
  ret <4 x i8> %r
}
declare <4 x i8> @llvm.fptosi.sat.v4i8.v2f32(<2 x float>)
