@g = internal default global i32 0
