declare void @f(ptr preallocated(<vscale x 4 x i32>))
