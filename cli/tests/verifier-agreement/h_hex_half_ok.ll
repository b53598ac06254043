@a = global half 0xH3C00
