declare void @f() vscale_range(8, 4)
