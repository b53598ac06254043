declare void @f(ptr align 3)
