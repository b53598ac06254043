declare void @f(ptr memory(read))
