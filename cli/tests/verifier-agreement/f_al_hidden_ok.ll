@g = global i32 0
@a = hidden alias i32, ptr @g
