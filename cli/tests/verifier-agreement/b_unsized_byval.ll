%T = type opaque
declare void @f(ptr byval(%T))
