@g = global i32 0, align 4294967296
