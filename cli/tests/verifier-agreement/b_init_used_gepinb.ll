@g = global [2 x i32] zeroinitializer
@llvm.used = appending global [1 x ptr] [ptr getelementptr inbounds ([2 x i32], ptr @g, i64 0, i64 1)]
