define void @f(ptr %p, i64 %n) {
  call void @llvm.memset.inline.p0.i64(ptr %p, i8 0, i64 %n, i1 false)
  ret void
}
declare void @llvm.memset.inline.p0.i64(ptr, i8, i64, i1 immarg)
