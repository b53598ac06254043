declare void @f(float nofpclass(none))
