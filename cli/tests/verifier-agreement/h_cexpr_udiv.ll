@a = global i32 udiv (i32 4, i32 2)
