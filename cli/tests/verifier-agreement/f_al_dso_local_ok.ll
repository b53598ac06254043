@g = global i32 0
@a = dso_local alias i32, ptr @g
