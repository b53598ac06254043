@g = common global i32 undef
