declare void @f(i32 byval(i32))
