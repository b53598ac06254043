@a = global i32 select (i1 true, i32 1, i32 2)
