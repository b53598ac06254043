define i64 @f(i64 %p, i32 %k) {
  %r = call i64 @llvm.ptrauth.strip(i64 %p, i32 %k)
  ret i64 %r
}
declare i64 @llvm.ptrauth.strip(i64, i32 immarg)
