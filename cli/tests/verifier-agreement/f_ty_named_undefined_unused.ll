%T = type { %U }
