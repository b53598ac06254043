declare void @f(ptr alignstack(8))
