define i16 @f(i16 %x) {
  %r = call i16 @llvm.bswap.i16(i16 %x)
  ret i16 %r
}
declare i16 @llvm.bswap.i16(i16)
