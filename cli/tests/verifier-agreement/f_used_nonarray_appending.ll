@llvm.used = appending global i32 0
