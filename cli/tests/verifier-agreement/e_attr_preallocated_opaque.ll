%O = type opaque
declare void @f(ptr preallocated(%O))
