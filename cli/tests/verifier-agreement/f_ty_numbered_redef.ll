%0 = type { i32 }
%0 = type { i32 }
