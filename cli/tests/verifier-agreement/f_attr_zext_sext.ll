declare void @f(i32 zeroext signext)
