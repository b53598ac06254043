%T = type opaque
@g = external global i8
@p = global ptr getelementptr (%T, ptr @g, i64 1)
