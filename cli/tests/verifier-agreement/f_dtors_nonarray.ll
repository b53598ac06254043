@llvm.global_dtors = global i32 0
