define void @f(ptr addrspace(1) %p) {
  call void @llvm.amdgcn.s.prefetch.data.p1(ptr addrspace(1) %p, i32 31)
  ret void
}
declare void @llvm.amdgcn.s.prefetch.data.p1(ptr addrspace(1), i32)
