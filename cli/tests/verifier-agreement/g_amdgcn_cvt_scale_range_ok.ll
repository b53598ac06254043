define <8 x bfloat> @f(i32 %s, i32 %c) {
  %r = call <8 x bfloat> @llvm.amdgcn.cvt.scale.pk8.bf16.fp4(i32 %s, i32 %c, i32 15)
  ret <8 x bfloat> %r
}
declare <8 x bfloat> @llvm.amdgcn.cvt.scale.pk8.bf16.fp4(i32, i32, i32 immarg)
