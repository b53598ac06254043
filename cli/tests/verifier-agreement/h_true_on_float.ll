@a = global float true
