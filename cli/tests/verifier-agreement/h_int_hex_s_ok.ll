@a = global i32 s0xFFFFFFFF
