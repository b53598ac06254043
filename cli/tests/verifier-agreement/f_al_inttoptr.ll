@a = alias i32, ptr inttoptr (i64 4 to ptr)
