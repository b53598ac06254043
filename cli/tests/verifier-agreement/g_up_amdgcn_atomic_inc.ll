define i32 @f(ptr addrspace(1) %p, i32 %v) {
  %r = call i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1) %p, i32 %v, i32 0, i32 0, i1 false)
  ret i32 %r
}
declare i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1), i32, i32, i32, i1)
