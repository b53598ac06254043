%T = type opaque
@g = global %T undef
