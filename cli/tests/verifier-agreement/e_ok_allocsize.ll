declare ptr @f(i32, i64) allocsize(0, 1)
declare ptr @g(i8) allocsize(0)
