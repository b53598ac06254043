define <2 x i32> @f(<2 x float> %a, <2 x i1> %m, i32 %n) {
  %r = call <2 x i32> @llvm.vp.fptosi.v2i32.v2f32(<2 x float> %a, <2 x i1> %m, i32 %n)
  ret <2 x i32> %r
}
declare <2 x i32> @llvm.vp.fptosi.v2i32.v2f32(<2 x float>, <2 x i1>, i32)
