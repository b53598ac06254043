%T = type opaque
declare void @f(ptr preallocated(%T))
