define <2 x i64> @f(float %a) {
  %r = call <2 x i64> @llvm.llround.v2i64.f32(float %a)
  ret <2 x i64> %r
}
declare <2 x i64> @llvm.llround.v2i64.f32(float)
