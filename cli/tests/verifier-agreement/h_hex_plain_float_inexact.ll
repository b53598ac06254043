@a = global float 0x3FF0000000000001
