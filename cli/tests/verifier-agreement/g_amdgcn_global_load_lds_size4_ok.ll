define void @f(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  ret void
}
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
