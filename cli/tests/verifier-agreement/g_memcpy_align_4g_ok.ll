define void @f(ptr %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4294967296 %p, ptr %p, i64 4, i1 false)
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
