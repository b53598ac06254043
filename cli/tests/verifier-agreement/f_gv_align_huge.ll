@g = global i32 0, align 8589934592
