@g = global i32 0
@g = global i32 1
