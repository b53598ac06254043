define void @f(ptr addrspace(99) %p) {
  call void @llvm.amdgcn.s.prefetch.data.p99(ptr addrspace(99) %p, i32 31)
  ret void
}
declare void @llvm.amdgcn.s.prefetch.data.p99(ptr addrspace(99), i32)
