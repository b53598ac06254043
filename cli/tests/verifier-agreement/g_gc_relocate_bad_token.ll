define ptr addrspace(1) @f() gc "statepoint-example" {
  %r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token none, i32 0, i32 0)
  ret ptr addrspace(1) %r
}
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
