@g = global i32 i64 0
