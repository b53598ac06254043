%O = type opaque
declare void @f(ptr byval(%O))
