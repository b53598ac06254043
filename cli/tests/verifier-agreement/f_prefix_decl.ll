declare void @f() prefix i32 1
