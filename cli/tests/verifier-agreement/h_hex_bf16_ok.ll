@a = global bfloat 0xR3F80
