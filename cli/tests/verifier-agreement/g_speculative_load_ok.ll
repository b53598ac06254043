define i1 @f(ptr %p) {
  %r = call i1 @llvm.can.load.speculatively.p0(ptr %p, i64 16)
  ret i1 %r
}
declare i1 @llvm.can.load.speculatively.p0(ptr, i64)
