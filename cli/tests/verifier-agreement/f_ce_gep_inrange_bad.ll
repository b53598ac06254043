@g = global [4 x i32] zeroinitializer
@p = global ptr getelementptr inrange(4, -4) (i8, ptr @g, i64 4)
