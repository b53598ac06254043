declare void @f() cold hot
