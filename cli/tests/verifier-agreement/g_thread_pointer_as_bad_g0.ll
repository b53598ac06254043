target datalayout = "G0"
define ptr addrspace(3) @f() {
  %r = call ptr addrspace(3) @llvm.thread.pointer.p3()
  ret ptr addrspace(3) %r
}
declare ptr addrspace(3) @llvm.thread.pointer.p3()
