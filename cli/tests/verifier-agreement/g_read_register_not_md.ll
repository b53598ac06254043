define i64 @f(i64 %x) {
  %r = call i64 @llvm.read_register.i64(i64 %x)
  ret i64 %r
}
declare i64 @llvm.read_register.i64(i64)
