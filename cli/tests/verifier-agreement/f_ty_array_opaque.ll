%T = type opaque
@g = external global [2 x %T]
