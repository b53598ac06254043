@a = global i64 zext (i32 1 to i64)
