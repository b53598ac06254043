define i64 @f(i64 %p) {
  %r = call i64 @llvm.strip.invariant.group.i64(i64 %p)
  ret i64 %r
}
declare i64 @llvm.strip.invariant.group.i64(i64)
