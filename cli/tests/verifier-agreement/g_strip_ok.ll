define ptr addrspace(1) @f(ptr addrspace(1) %p) {
  %r = call ptr addrspace(1) @llvm.strip.invariant.group.p1(ptr addrspace(1) %p)
  ret ptr addrspace(1) %r
}
declare ptr addrspace(1) @llvm.strip.invariant.group.p1(ptr addrspace(1))
