@g = available_externally global i32 0
@a = alias i32, ptr @g
