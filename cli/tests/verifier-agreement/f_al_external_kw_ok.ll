@g = global i32 0
@a = external alias i32, ptr @g
