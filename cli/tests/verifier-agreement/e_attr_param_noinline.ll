declare void @f(ptr noinline)
