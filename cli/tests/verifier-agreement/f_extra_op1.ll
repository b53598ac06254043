declare void @f(%T)
%T = type { i32 }
