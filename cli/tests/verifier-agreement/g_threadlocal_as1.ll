@g = thread_local addrspace(1) global i32 0
define ptr addrspace(1) @f() {
  %r = call ptr addrspace(1) @llvm.threadlocal.address.p1(ptr addrspace(1) @g)
  ret ptr addrspace(1) %r
}
declare ptr addrspace(1) @llvm.threadlocal.address.p1(ptr addrspace(1))
