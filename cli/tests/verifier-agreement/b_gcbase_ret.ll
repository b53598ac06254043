declare i64 @llvm.experimental.gc.get.pointer.base.p0.p0(ptr)
