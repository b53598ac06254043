define i16 @f(i16 %a) {
  %r = call i16 @llvm.canonicalize.i16(i16 %a)
  ret i16 %r
}
declare i16 @llvm.canonicalize.i16(i16)
