declare void @f(i32 nounwind)
