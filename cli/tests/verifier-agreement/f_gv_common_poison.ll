@g = common global i32 poison
