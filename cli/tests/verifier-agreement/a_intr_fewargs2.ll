declare void @llvm.prefetch.p0(ptr, i32, i32)
