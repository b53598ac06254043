@g = global i32 0
@llvm.compiler.used = appending global [1 x ptr] [ptr @g]
