@a = global [2 x i32] [i32 1, i64 2]
