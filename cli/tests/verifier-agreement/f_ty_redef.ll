%T = type { i32 }
%T = type { i64 }
