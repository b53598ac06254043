@a = alias i32, i32 5
