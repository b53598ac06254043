declare range(i32 0, 4) i64 @f()
