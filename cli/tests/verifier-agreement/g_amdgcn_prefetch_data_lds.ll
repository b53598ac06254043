define void @f(ptr addrspace(3) %p) {
  call void @llvm.amdgcn.s.prefetch.data.p3(ptr addrspace(3) %p, i32 31)
  ret void
}
declare void @llvm.amdgcn.s.prefetch.data.p3(ptr addrspace(3), i32)
