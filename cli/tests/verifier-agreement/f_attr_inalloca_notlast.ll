declare void @f(ptr inalloca(i32), i32)
