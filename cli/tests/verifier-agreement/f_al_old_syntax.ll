@g = global i32 0
@a = alias ptr @g
