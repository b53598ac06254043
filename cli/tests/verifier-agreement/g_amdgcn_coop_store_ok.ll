define void @f(ptr addrspace(1) %p, i32 %v) {
  call void @llvm.amdgcn.cooperative.atomic.store.32x4B.p1(ptr addrspace(1) %p, i32 %v, i32 0, metadata !0)
  ret void
}
declare void @llvm.amdgcn.cooperative.atomic.store.32x4B.p1(ptr addrspace(1), i32, i32 immarg, metadata)
!0 = !{!""}
