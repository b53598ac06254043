declare ptr @llvm.experimental.gc.get.pointer.offset.p0(ptr)
