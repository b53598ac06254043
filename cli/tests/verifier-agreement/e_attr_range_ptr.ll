declare void @f(ptr range(i64 0, 4))
