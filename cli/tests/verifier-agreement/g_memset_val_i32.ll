define void @f(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i32 0, i64 4, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i32, i64, i1)
