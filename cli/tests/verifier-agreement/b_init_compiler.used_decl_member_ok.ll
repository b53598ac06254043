@g = external global i32
@llvm.compiler.used = appending global [1 x ptr] [ptr @g]
