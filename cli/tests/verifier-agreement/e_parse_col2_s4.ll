%T = type { i32 }
declare i32 @f(ptr sret(%T), ptr sret(%T))
