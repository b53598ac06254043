define void @f(ptr %p, i64 %n) {
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %p, ptr %p, i64 %n, i1 false)
  ret void
}
declare void @llvm.memcpy.inline.p0.p0.i64(ptr, ptr, i64, i1 immarg)
