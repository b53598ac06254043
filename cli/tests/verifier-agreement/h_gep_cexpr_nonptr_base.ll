@a = global ptr getelementptr (i32, i64 0, i64 1)
