@g = available_externally global i32 0
@b = available_externally alias i32, ptr @g
@a = available_externally alias i32, ptr @b
