%T = type { %T }
