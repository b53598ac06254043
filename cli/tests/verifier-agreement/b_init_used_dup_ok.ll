@g = global i32 0
@llvm.used = appending global [2 x ptr] [ptr @g, ptr @g]
