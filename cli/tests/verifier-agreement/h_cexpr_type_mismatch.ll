@a = global i32 add (i64 1, i64 2)
