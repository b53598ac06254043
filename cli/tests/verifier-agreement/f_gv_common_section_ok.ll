@g = common global i32 0, section "s"
