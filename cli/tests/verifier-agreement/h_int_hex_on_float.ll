@a = global float u0x3F800000
