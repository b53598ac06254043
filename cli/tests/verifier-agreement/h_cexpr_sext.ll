@a = global i64 sext (i32 1 to i64)
