@g = external global i32
@llvm.used = appending global [1 x ptr] [ptr @g]
