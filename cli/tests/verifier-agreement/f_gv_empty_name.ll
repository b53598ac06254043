@"" = global i32 0
