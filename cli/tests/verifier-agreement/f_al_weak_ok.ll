@g = global i32 0
@a = weak alias i32, ptr @g
