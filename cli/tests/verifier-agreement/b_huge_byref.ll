declare void @f(ptr byref([4294967296 x i8]))
