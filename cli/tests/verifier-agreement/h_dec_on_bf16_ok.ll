@a = global bfloat 1.0
