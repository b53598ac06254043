@a = global i32 u0xFFFFFFFF
