%T = type { i32 }
declare void @f(ptr nest sret(%T))
