%T = type i32
@g = global %T 0
