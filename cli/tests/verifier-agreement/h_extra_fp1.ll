@g = global double 0xR3F80
