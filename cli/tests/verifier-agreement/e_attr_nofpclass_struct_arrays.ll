%T = type {float, float}
declare void @f({[2 x float], [2 x float]} nofpclass(nan))
