define void @f() {
  call void @llvm.lifetime.start.p0(ptr poison)
  ret void
}
declare void @llvm.lifetime.start.p0(ptr)
