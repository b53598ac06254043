@a = alias i32, ptr @b
@b = alias i32, getelementptr (i8, ptr @a, i64 4)
