define void @f(ptr %p) {
  call void @llvm.experimental.memset.pattern.p0.i32.i64(ptr %p, i32 7, i64 4, i1 false)
  ret void
}
declare void @llvm.experimental.memset.pattern.p0.i32.i64(ptr, i32, i64, i1 immarg)
