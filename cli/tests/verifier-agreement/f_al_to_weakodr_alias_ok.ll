@g = global i32 0
@b = weak_odr alias i32, ptr @g
@a = alias i32, ptr @b
