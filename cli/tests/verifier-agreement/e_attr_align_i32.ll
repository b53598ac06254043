declare void @f(i32 align 4)
