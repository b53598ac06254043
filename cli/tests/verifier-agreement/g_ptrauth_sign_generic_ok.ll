define i64 @f(i64 %p, i64 %d) {
  %r = call i64 @llvm.ptrauth.sign.generic(i64 %p, i64 %d)
  ret i64 %r
}
declare i64 @llvm.ptrauth.sign.generic(i64, i64)
