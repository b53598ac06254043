@a = global i32 null
