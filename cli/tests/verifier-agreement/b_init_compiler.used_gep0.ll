@g = global i32 0
@llvm.compiler.used = appending global [1 x ptr] [ptr getelementptr (i8, ptr @g, i64 0)]
