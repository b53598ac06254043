define void @f(ptr %p) {
  call i32 @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)
  ret void
}
declare i32 @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
