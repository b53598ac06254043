declare void @f(ptr byval([4294967296 x i8]))
