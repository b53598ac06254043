define float @f(i16 %x) {
  %r = call float @llvm.nvvm.h2f(i16 %x)
  ret float %r
}
declare float @llvm.nvvm.h2f(i16)
