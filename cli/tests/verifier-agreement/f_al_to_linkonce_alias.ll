@g = global i32 0
@b = linkonce alias i32, ptr @g
@a = alias i32, ptr @b
