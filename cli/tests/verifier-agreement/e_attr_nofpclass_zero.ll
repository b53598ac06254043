declare void @f(float nofpclass(0))
