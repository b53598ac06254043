@g = global [4 x i32] zeroinitializer
@p = global ptr getelementptr ([4 x i32], inrange ptr @g, i64 0)
