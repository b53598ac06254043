@llvm.global_ctors = appending global [1 x i32] [i32 0]
