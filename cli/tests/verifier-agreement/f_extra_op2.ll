%T = type opaque
declare void @f(%T)
