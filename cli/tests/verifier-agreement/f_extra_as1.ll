declare void @f(ptr alignstack(3))
