@llvm.used = global i32 0
