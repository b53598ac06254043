declare void @f(float nofpclass(1024))
