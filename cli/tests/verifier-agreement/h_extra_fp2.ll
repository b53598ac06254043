@g = global double 0xH3C00
