define <2 x double> @f(<2 x float> %a, <2 x i1> %m, i32 %n) {
  %r = call <2 x double> @llvm.vp.fptrunc.v2f64.v2f32(<2 x float> %a, <2 x i1> %m, i32 %n)
  ret <2 x double> %r
}
declare <2 x double> @llvm.vp.fptrunc.v2f64.v2f32(<2 x float>, <2 x i1>, i32)
