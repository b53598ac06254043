%T = type { i32 }
declare void @f(ptr sret(%T), ptr sret(%T))
