declare void @f(ptr preallocated([4294967296 x i8]))
