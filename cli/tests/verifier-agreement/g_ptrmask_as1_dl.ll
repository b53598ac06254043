target datalayout = "p1:32:32"
define ptr addrspace(1) @f(ptr addrspace(1) %p) {
  %r = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %p, i64 -8)
  ret ptr addrspace(1) %r
}
declare ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1), i64)
