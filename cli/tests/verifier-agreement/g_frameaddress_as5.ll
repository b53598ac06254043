define ptr addrspace(5) @f() {
  %r = call ptr addrspace(5) @llvm.frameaddress.p5(i32 0)
  ret ptr addrspace(5) %r
}
declare ptr addrspace(5) @llvm.frameaddress.p5(i32 immarg)
