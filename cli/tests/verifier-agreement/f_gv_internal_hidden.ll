@g = internal hidden global i32 0
