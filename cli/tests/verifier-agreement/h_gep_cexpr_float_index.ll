@g = global [4 x i32] zeroinitializer
@a = global ptr getelementptr ([4 x i32], ptr @g, float 0.0)
