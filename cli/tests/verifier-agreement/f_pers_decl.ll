declare i32 @p(...)
declare void @f() personality ptr @p
