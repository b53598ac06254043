declare void @f(ptr)
%T = type { %U }
