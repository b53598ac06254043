declare void @f() vscale_range(3, 4)
