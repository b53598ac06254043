declare void @f(ptr allocptr, ptr allocptr)
