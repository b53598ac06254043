%T = type opaque
@g = global { i32, %T } poison
