define <4 x float> @f(<2 x i32> %a, <2 x i1> %m, i32 %n) {
  %r = call <4 x float> @llvm.vp.sitofp.v4f32.v2i32(<2 x i32> %a, <2 x i1> %m, i32 %n)
  ret <4 x float> %r
}
declare <4 x float> @llvm.vp.sitofp.v4f32.v2i32(<2 x i32>, <2 x i1>, i32)
