%T = type { i32 }
declare void @f(i32, i32, ptr sret(%T))
