declare ptr @f(i32) allocsize(0)
