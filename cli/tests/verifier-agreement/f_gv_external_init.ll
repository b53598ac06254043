@g = external global i32 0
