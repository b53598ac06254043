declare void @f() align 3
