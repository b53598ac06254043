@g = global [4 x i32] zeroinitializer
@p = global ptr getelementptr ([4 x i32], ptr @g, i64 0, inrange i64 1)
