@g = global i32 0
@a = dllexport alias i32, ptr @g
