@g = global i32 0
@a = internal alias i32, ptr @g
