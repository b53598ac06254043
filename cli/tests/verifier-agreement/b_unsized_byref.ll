%T = type opaque
declare void @f(ptr byref(%T))
