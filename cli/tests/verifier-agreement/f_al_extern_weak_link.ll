@g = global i32 0
@a = extern_weak alias i32, ptr @g
