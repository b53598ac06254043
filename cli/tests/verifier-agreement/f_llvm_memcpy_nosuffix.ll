declare void @llvm.memcpy(ptr, ptr, i64, i1)
