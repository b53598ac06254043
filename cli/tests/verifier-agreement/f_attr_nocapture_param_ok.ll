declare void @f(ptr nocapture)
