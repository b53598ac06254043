@g = global i32 0,
