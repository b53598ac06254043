@g = global [4 x i32] zeroinitializer
@p = global <2 x ptr> getelementptr (i8, ptr @g, <2 x i64> <i64 1, i64 2>)
