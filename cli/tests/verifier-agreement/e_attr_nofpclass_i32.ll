declare void @f(i32 nofpclass(nan))
