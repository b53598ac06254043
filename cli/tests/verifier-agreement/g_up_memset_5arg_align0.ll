define void @f(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i32 0, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i32, i1)
