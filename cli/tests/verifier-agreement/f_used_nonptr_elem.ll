@llvm.used = appending global [1 x i32] [i32 0]
