declare ptr @llvm.experimental.gc.get.pointer.base.p0.p1(ptr addrspace(1))
