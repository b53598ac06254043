@g = global i32 0
@h = global ptr getelementptr ([2 x <vscale x 2 x i32>], ptr @g, i64 1)
