@g = global i32 0
@a = alias i32, ptr @g
@llvm.used = appending global [1 x ptr] [ptr @a]
