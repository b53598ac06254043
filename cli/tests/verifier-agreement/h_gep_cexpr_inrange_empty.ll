@g = global [4 x i32] zeroinitializer
@a = global ptr getelementptr inrange(4, 4) ([4 x i32], ptr @g, i64 0, i64 1)
