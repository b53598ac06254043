declare void @f(ptr preallocated(<vscale x 4294967296 x i8>))
