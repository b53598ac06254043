@g = global i32 0
@llvm.compiler.used = global [1 x ptr] [ptr @g]
