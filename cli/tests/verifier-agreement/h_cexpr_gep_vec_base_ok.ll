@g = global i32 0
@a = global <2 x ptr> getelementptr (i8, <2 x ptr> <ptr @g, ptr @g>, i64 1)
