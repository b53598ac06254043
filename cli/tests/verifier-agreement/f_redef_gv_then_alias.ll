@g = global i32 0
@g = alias i32, ptr @g
