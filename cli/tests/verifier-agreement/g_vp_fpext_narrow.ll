define <2 x float> @f(<2 x double> %a, <2 x i1> %m, i32 %n) {
  %r = call <2 x float> @llvm.vp.fpext.v2f32.v2f64(<2 x double> %a, <2 x i1> %m, i32 %n)
  ret <2 x float> %r
}
declare <2 x float> @llvm.vp.fpext.v2f32.v2f64(<2 x double>, <2 x i1>, i32)
