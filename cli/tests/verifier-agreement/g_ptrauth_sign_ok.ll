define i64 @f(i64 %p) {
  %r = call i64 @llvm.ptrauth.sign(i64 %p, i32 2, i64 0)
  ret i64 %r
}
declare i64 @llvm.ptrauth.sign(i64, i32 immarg, i64)
