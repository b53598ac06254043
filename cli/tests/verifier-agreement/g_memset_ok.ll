define void @f(ptr %p, i8 %v) {
  call void @llvm.memset.p0.i64(ptr align 4 %p, i8 %v, i64 4, i1 true)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
