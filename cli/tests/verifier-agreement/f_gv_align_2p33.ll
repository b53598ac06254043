@g = global i32 0, align 17179869184
