declare void @f(target(i32))
