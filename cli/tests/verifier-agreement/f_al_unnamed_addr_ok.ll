@g = global i32 0
@a = unnamed_addr alias i32, ptr @g
