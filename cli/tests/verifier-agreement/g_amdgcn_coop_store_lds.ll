define void @f(ptr addrspace(3) %p, i32 %v) {
  call void @llvm.amdgcn.cooperative.atomic.store.32x4B.p3(ptr addrspace(3) %p, i32 %v, i32 0, metadata !"agent")
  ret void
}
declare void @llvm.amdgcn.cooperative.atomic.store.32x4B.p3(ptr addrspace(3), i32, i32 immarg, metadata)
