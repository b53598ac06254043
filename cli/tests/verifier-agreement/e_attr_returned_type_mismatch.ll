declare ptr @f(i32 returned)
