@g = global [4 x i32] zeroinitializer
@a = global <2 x ptr> getelementptr (i32, ptr @g, <2 x i64> <i64 0, i64 1>)
