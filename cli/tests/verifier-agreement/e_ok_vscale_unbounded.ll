declare void @f() vscale_range(2, 0)
declare void @g() vscale_range(4)
