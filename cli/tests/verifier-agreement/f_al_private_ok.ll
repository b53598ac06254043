@g = global i32 0
@a = private alias i32, ptr @g
