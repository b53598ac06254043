define <16 x float> @f(<6 x i32> %a, <6 x i32> %b, <16 x float> %c, i32 %s0, i32 %s1) {
  %r = call <16 x float> @llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4.v6i32.v6i32(<6 x i32> %a, <6 x i32> %b, <16 x float> %c, i32 2, i32 3, i32 0, i32 %s0, i32 0, i32 %s1)
  ret <16 x float> %r
}
declare <16 x float> @llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4.v6i32.v6i32(<6 x i32>, <6 x i32>, <16 x float>, i32 immarg, i32 immarg, i32 immarg, i32, i32 immarg, i32)
