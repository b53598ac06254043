@g = global [2 x i32] zeroinitializer
@a = alias i32, getelementptr (i8, ptr @g, i64 4)
