declare void @f(ptr byval(<vscale x 4294967296 x i8>))
