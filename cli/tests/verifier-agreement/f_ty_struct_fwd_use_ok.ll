@g = external global %T
%T = type { i32 }
