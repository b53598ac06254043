@g = global i32 0
@a = alias i32, ptr @g
@p = global ptr dso_local_equivalent @a
