declare void @f(i32 immarg)
