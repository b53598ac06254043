@g = global i32 0, align 0
