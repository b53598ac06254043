@g = global i32 0
@x = global ptr getelementptr (i32, ptr @g, i32 0, i64 0)
