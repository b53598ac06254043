define void @f(ptr addrspace(5) %p) {
  call void @llvm.amdgcn.s.prefetch.data.p5(ptr addrspace(5) %p, i32 31)
  ret void
}
declare void @llvm.amdgcn.s.prefetch.data.p5(ptr addrspace(5), i32)
