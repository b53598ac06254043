@a = global float 0xH3C00
