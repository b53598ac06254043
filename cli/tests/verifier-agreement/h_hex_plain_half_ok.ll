@a = global half 0x3FF0000000000000
