declare void @f(i32 range(i32 -1, -1))
