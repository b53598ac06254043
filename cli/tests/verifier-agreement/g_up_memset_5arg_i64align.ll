define void @f(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i64 8, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i64, i1)
