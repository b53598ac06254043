%T = type { [2 x %T] }
