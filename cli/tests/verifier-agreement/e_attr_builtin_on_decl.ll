declare void @f() builtin
