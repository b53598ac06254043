declare i64 @llvm.experimental.gc.get.pointer.offset.p0(ptr)
