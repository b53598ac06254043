@g = global {i32, i32} zeroinitializer
@p = global ptr getelementptr ({i32, i32}, ptr @g, i64 0, i64 2)
