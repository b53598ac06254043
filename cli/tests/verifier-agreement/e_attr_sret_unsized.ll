%O = type opaque
declare void @f(ptr sret(%O))
