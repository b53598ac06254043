declare ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1(ptr addrspace(1))
