@g = global [2 x i32] zeroinitializer
@b = weak alias i32, ptr @g
@a = alias i32, getelementptr (i8, ptr @b, i64 4)
