declare void @f(i32 nocapture)
