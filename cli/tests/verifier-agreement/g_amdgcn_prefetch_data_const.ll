define void @f(ptr addrspace(4) %p) {
  call void @llvm.amdgcn.s.prefetch.data.p4(ptr addrspace(4) %p, i32 31)
  ret void
}
declare void @llvm.amdgcn.s.prefetch.data.p4(ptr addrspace(4), i32)
