@g = external global i32*
