declare i32 @llvm.experimental.gc.get.pointer.offset.p0(ptr)
