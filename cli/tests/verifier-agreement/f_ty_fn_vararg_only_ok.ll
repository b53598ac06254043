declare void @f(...)
