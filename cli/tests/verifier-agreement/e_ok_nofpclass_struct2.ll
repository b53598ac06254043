declare void @f({float, float} nofpclass(nan))
