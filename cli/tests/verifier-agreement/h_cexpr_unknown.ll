@a = global i32 frobnicate (i32 1, i32 2)
