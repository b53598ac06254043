@a = global [3 x i32] [i32 1, i32 2]
