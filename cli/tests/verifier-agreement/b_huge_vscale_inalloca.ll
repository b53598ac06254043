declare void @f(ptr inalloca(<vscale x 4294967296 x i8>))
