define ptr @f(ptr addrspace(1) %p) {
  %r = call ptr @llvm.launder.invariant.group.p1(ptr addrspace(1) %p)
  ret ptr %r
}
declare ptr @llvm.launder.invariant.group.p1(ptr addrspace(1))
