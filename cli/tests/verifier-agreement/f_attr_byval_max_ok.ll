declare void @f(ptr byval([4294967295 x i8]))
