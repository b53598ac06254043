@a = global i32 splat (i32 7)
