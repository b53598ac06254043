@g = global i32 0
@a = common alias i32, ptr @g
