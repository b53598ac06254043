declare void @f(i32 range(i32 4, 4))
