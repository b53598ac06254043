@a = global float 0.5
