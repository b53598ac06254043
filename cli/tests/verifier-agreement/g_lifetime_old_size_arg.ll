define void @f(ptr %p) {
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  ret void
}
declare void @llvm.lifetime.start.p0(i64, ptr)
