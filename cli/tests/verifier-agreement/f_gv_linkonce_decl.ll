@g = linkonce global i32
