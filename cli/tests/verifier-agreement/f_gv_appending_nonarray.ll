@g = appending global i32 0
