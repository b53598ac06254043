@a = global float 0.1
