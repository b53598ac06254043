declare ptr @f() allockind("alloc,zeroed")
