%T = type { i32 }
declare void @f(ptr inalloca(%T), i32)
