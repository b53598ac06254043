%U = type opaque
%T = type { i32, [2 x %U] }
declare void @f(ptr byref(%T))
