@g = global [2 x i32] zeroinitializer
@llvm.used = appending global [1 x ptr] [ptr getelementptr (i8, ptr @g, i64 4)]
