@a = alias i32, i64 0
