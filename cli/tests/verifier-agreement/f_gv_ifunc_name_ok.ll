@"a b" = global i32 0
