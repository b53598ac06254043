@1 = global i32 0
