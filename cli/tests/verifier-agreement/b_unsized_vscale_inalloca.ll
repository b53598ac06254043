declare void @f(ptr inalloca(<vscale x 4 x i32>))
