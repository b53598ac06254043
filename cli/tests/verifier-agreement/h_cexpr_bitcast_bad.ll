@a = global i32 bitcast (i64 1 to i32)
