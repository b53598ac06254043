define <2 x i32> @f(<2 x float> %a) strictfp {
  %r = call <2 x i32> @llvm.experimental.constrained.fptoui.v2i32.v2f32(<2 x float> %a, metadata !"fpexcept.maytrap") strictfp
  ret <2 x i32> %r
}
declare <2 x i32> @llvm.experimental.constrained.fptoui.v2i32.v2f32(<2 x float>, metadata)
