%T = type {float, float}
declare void @f({float, float, float} nofpclass(nan))
