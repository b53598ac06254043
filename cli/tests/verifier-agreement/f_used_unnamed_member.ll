@0 = global i32 0
@llvm.used = appending global [1 x ptr] [ptr @0]
