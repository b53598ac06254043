%T = type { i32 }
declare void @f(ptr, ptr sret(%T))
