@g = global i32 0, align 4, align 8
