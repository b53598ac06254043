define i64 @f(ptr %p, i1 %b) {
  %r = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 %b)
  ret i64 %r
}
declare i64 @llvm.objectsize.i64.p0(ptr, i1)
