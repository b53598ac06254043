define void @f(ptr addrspace(7) %p) {
  call void @llvm.amdgcn.s.prefetch.data.p7(ptr addrspace(7) %p, i32 31)
  ret void
}
declare void @llvm.amdgcn.s.prefetch.data.p7(ptr addrspace(7), i32)
