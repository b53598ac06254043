declare void @f(i32 writable)
