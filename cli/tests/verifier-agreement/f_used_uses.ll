@g = global i32 0
@llvm.used = appending global [1 x ptr] [ptr @g]
@p = global ptr @llvm.used
