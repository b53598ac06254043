declare void @f(ptr byval(<vscale x 4 x i32>))
