declare i32 @llvm.experimental.gc.get.pointer.base.p0(ptr)
