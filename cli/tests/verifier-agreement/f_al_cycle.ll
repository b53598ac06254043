@a = alias i32, ptr @b
@b = alias i32, ptr @a
