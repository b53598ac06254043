@g = global bfloat 0xH3C01
