declare void @f(ptr byref(<vscale x 4294967296 x i8>))
