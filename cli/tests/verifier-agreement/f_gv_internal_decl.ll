@g = internal global i32
