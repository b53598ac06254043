%T = type opaque
@g = global %T zeroinitializer
