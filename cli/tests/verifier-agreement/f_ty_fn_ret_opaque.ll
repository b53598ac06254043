%T = type opaque
declare %T @f()
