define ptr addrspace(1) @f() {
  %r = call ptr addrspace(1) (...) @llvm.experimental.deoptimize.p1() [ "deopt"() ]
  ret ptr addrspace(1) %r
}
declare ptr addrspace(1) @llvm.experimental.deoptimize.p1(...)
