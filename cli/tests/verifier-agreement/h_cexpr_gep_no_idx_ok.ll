@g = global i32 0
@a = global ptr getelementptr (i8, ptr @g)
