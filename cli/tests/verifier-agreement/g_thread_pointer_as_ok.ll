target datalayout = "G1"
define ptr addrspace(1) @f() {
  %r = call ptr addrspace(1) @llvm.thread.pointer.p1()
  ret ptr addrspace(1) %r
}
declare ptr addrspace(1) @llvm.thread.pointer.p1()
