%T = type { ptr, %U }
%U = type { i32 }
