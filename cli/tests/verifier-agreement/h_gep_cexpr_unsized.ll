%T = type opaque
@g = global i32 0
@a = global ptr getelementptr (%T, ptr @g, i64 1)
