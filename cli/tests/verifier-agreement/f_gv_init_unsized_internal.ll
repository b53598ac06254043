%T = type opaque
@g = internal global %T poison
