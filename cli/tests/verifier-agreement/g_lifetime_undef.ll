define void @f() {
  call void @llvm.lifetime.end.p0(ptr undef)
  ret void
}
declare void @llvm.lifetime.end.p0(ptr)
