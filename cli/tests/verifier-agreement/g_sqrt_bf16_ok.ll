define bfloat @f(bfloat %a) {
  %r = call bfloat @llvm.sqrt.bf16(bfloat %a)
  ret bfloat %r
}
declare bfloat @llvm.sqrt.bf16(bfloat)
