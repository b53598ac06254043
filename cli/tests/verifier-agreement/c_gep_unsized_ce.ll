%T = type opaque
@g = global i32 0
@h = global ptr getelementptr (%T, ptr @g, i64 1)
