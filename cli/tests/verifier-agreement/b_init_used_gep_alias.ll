@g = global [2 x i32] zeroinitializer
@a = alias i32, ptr @g
@llvm.used = appending global [1 x ptr] [ptr getelementptr (i8, ptr @a, i64 4)]
