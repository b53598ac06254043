@g = global i32 0
@a = available_externally alias i32, ptr @g
