@g = global i32 0
@llvm.used = appending global [1 x ptr] [ptr dso_local_equivalent @g]
