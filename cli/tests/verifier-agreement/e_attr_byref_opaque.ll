%O = type opaque
declare void @f(ptr byref(%O))
