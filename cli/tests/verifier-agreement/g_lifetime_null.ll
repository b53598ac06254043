define void @f() {
  call void @llvm.lifetime.start.p0(ptr null)
  ret void
}
declare void @llvm.lifetime.start.p0(ptr)
