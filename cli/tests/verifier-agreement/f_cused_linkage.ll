@g = global i32 0
@llvm.compiler.used = internal global [1 x ptr] [ptr @g]
