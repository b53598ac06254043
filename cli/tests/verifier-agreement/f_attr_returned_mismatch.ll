declare i32 @f(i64 returned)
