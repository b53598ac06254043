%T = type {float, float}
declare void @f(%T nofpclass(nan))
