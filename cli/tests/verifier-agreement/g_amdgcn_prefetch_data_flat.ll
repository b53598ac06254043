define void @f(ptr %p) {
  call void @llvm.amdgcn.s.prefetch.data.p0(ptr %p, i32 31)
  ret void
}
declare void @llvm.amdgcn.s.prefetch.data.p0(ptr, i32)
