@g = global [2 x i32] zeroinitializer
@a = alias i32, getelementptr (i8, ptr @g, i64 4)
@llvm.used = appending global [1 x ptr] [ptr @a]
