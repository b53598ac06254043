%T = type { i32 }
declare i32 @f(i32, ptr sret(%T))
