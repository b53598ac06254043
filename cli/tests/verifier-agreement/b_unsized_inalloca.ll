%T = type opaque
declare void @f(ptr inalloca(%T))
