%T = type { i32 }
declare void @f(ptr byref(%T) inreg)
