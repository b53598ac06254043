@g = available_externally global i32 0
@a = available_externally dllimport alias i32, ptr @g
