define void @f(ptr %p, i1 %v) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 %v)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
