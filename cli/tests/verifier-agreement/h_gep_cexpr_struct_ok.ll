@g = global {i32, i32} zeroinitializer
@a = global ptr getelementptr ({i32, i32}, ptr @g, i64 0, i32 1)
