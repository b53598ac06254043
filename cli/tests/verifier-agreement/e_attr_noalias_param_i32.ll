declare void @f(i32 noalias)
