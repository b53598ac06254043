@a = global float 1.0e39
