define i64 @f(i64 %x, double %p) {
  %r = call i64 @llvm.expect.with.probability.i64(i64 %x, i64 1, double %p)
  ret i64 %r
}
declare i64 @llvm.expect.with.probability.i64(i64, i64, double immarg)
