@g = common global i32 1
