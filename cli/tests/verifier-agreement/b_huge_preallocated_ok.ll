declare void @f(ptr preallocated([4294967295 x i8]))
