declare void @f() uwtable(weird)
