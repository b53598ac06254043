@g = global i32 0, section "x", section "y"
