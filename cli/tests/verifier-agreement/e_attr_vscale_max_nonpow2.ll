declare void @f() vscale_range(2, 6)
