declare void @f(ptr byref([4294967295 x i8]))
