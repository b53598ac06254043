declare void @f(ptr elementtype(i32))
