@a = alias i32, ptr @a
