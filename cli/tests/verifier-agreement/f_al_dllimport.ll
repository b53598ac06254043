@g = global i32 0
@a = dllimport alias i32, ptr @g
