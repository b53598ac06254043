define void @f(ptr %p, ptr %q) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 4, i32 -2147483648, i1 false)
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)
