@g = common global i32
