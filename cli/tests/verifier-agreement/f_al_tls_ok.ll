@g = thread_local global i32 0
@a = thread_local alias i32, ptr @g
