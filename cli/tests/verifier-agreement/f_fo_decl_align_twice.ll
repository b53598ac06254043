declare void @f() align 4 align 8
