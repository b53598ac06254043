@a = global fp128 0xH3C00
