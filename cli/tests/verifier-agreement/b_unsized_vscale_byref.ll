declare void @f(ptr byref(<vscale x 4 x i32>))
