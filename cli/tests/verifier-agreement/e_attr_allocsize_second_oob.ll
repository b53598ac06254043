declare ptr @f(i32, i64) allocsize(0, 2)
