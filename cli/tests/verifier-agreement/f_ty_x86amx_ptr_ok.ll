declare void @f(ptr)
