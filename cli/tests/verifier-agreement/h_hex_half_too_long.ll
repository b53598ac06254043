@a = global half 0xH3C000
