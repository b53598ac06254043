declare void @f() vscale_range(0, 4)
