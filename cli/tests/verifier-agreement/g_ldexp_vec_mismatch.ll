define <2 x float> @f(<2 x float> %x, <3 x i32> %e) {
  %r = call <2 x float> @llvm.ldexp.v2f32.v3i32(<2 x float> %x, <3 x i32> %e)
  ret <2 x float> %r
}
declare <2 x float> @llvm.ldexp.v2f32.v3i32(<2 x float>, <3 x i32>)
