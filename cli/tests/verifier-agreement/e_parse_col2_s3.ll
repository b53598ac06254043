%T = type { i32 }
declare dso_local noundef i32 @f(ptr sret(%T))
