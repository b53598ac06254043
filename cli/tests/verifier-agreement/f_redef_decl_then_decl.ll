declare void @f()
declare void @f()
