@g = global i32 0
@a = thread_local(localdynamic) alias i32, ptr @g
