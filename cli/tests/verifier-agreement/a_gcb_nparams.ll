declare ptr @llvm.experimental.gc.get.pointer.base.p0(ptr, ptr)
