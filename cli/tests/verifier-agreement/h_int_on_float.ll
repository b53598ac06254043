@a = global float 1
