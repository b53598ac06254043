@g = global i32 0
@llvm.used = appending global [1 x ptr] [ptr getelementptr (i8, ptr @g, i64 0)]
