@g = global i32 0
@p = global ptr dso_local_equivalent @g
