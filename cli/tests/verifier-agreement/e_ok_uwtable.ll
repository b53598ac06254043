declare void @f() uwtable(sync)
declare void @g() uwtable(async)
declare void @h() uwtable
