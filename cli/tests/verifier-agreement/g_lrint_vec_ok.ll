define <2 x i32> @f(<2 x float> %a) {
  %r = call <2 x i32> @llvm.lrint.v2i32.v2f32(<2 x float> %a)
  ret <2 x i32> %r
}
declare <2 x i32> @llvm.lrint.v2i32.v2f32(<2 x float>)
