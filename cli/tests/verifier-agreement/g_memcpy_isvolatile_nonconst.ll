define void @f(ptr %p, i1 %c) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 %c)
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
