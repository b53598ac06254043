@a = thread_local(generaldynamic) global i32 0
