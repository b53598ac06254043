@a = global i32 extractelement ([2 x i32] [i32 1, i32 2], i32 0)
