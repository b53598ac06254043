%T = type { i32 }
declare void @f(ptr sret(%T) inreg)
declare void @g(ptr inreg sret(%T), i32)
