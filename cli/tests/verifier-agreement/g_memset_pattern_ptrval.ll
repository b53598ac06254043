define void @f(ptr %p) {
  call void @llvm.experimental.memset.pattern.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)
  ret void
}
declare void @llvm.experimental.memset.pattern.p0.p0.i64(ptr, ptr, i64, i1 immarg)
