@g = hidden global i32 0
