@a = global i32 1.0
