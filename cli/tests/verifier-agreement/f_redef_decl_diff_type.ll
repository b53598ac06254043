declare void @f()
declare i32 @f()
