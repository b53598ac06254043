define <2 x float> @f(<2 x float> %x, i32 %e) {
  %r = call <2 x float> @llvm.ldexp.v2f32.i32(<2 x float> %x, i32 %e)
  ret <2 x float> %r
}
declare <2 x float> @llvm.ldexp.v2f32.i32(<2 x float>, i32)
