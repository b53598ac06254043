@"a\00b" = global i32 0
