@g = common global i32 0
