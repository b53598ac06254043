declare void @f(i8 range(i8 1, 1))
