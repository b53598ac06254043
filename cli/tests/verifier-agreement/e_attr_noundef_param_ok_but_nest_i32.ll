declare void @f(i32 nest)
