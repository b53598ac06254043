@a = global half 0xR3F80
