%T = type { i32 }
declare ptr @f(ptr sret(%T) returned)
