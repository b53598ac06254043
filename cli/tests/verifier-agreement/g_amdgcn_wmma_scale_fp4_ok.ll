define <8 x float> @f(<8 x i32> %a, <16 x i32> %b, <8 x float> %c) {
  %r = call <8 x float> @llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4.v8f32.v8i32.v16i32(i32 4, <8 x i32> %a, i32 0, <16 x i32> %b, i16 0, <8 x float> %c, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i1 false, i1 false)
  ret <8 x float> %r
}
declare <8 x float> @llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4.v8f32.v8i32.v16i32(i32, <8 x i32>, i32, <16 x i32>, i16, <8 x float>, i32, i32, i32, i32, i32, i32, i1, i1)
