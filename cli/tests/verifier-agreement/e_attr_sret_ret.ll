%T = type { i32 }
declare sret(%T) ptr @f()
