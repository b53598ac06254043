declare void @f(ptr uwtable)
