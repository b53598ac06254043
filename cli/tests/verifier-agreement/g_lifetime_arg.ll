define void @f(ptr %p) {
  call void @llvm.lifetime.start.p0(ptr %p)
  ret void
}
declare void @llvm.lifetime.start.p0(ptr)
