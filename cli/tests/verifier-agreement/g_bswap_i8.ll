define i8 @f(i8 %x) {
  %r = call i8 @llvm.bswap.i8(i8 %x)
  ret i8 %r
}
declare i8 @llvm.bswap.i8(i8)
