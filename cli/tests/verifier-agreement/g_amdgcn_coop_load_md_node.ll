define i32 @f(ptr addrspace(1) %p) {
  %r = call i32 @llvm.amdgcn.cooperative.atomic.load.32x4B.p1(ptr addrspace(1) %p, i32 0, metadata !{})
  ret i32 %r
}
declare i32 @llvm.amdgcn.cooperative.atomic.load.32x4B.p1(ptr addrspace(1), i32 immarg, metadata)
