@g = weak global i32
