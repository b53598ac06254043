@g = global i32 0
@h = global ptr getelementptr (<vscale x 2 x i32>, ptr @g, i64 1)
