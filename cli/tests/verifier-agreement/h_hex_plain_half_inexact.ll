@a = global half 0x3FF0000010000000
