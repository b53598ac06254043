@f = global i32 0
declare void @f()
