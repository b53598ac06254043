@g = global i32 0
@llvm.used = global [1 x ptr] [ptr @g]
